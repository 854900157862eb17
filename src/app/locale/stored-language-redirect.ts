/**
 * The head script of a prerendered page without a language prefix (`/login`, `/register`):
 * such a page is drawn in the edition's default language, so a returning visitor who picked
 * another language (the `lang` cookie, ./language-choice.ts) would see it in the default first
 * and then switch. The script sends that visitor to the page of their language (`/ru/login`)
 * before anything is drawn (docs/editions.md, "Languages and translations").
 *
 * It leaves the page alone inside the mini app (the Telegram user's language ranks above the
 * cookie, ./resolve-locale.ts `chooseLanguage`, and a prefix in the URL would outrank it), for a
 * cookie naming a language the edition does not offer, and for the page's own language. No
 * imports that need the app: the build reads it in Node (scripts/prerender/page-document.ts).
 */
import { MINI_APP_DATA_PATTERN, MINI_APP_LAUNCH_KEY } from '../../sign-in/browser/mini-app-hint';
import { LANGUAGE_COOKIE } from './language-choice';

export interface StoredLanguageRedirectInput {
  /** The edition's languages (`manifest.languages.available`): the cookie must name one. */
  readonly available: readonly string[];
  /** The language the page is drawn in. */
  readonly pageLanguage: string;
  /** The path the page was rendered for, without a prefix: `/login`. */
  readonly pageUrl: string;
}

/** Source of the inline script; empty when the page's URL already names its language. */
export function storedLanguageRedirectScript(input: StoredLanguageRedirectInput): string {
  const offered = input.available.filter((code) => code !== input.pageLanguage);
  if (offered.length === 0) return '';
  const data = JSON.stringify({
    cookie: LANGUAGE_COOKIE,
    offered,
    page: input.pageUrl,
    launch: MINI_APP_LAUNCH_KEY,
    chatApp: MINI_APP_DATA_PATTERN.source,
  }).replace(/</g, '\\u003c');
  // The cookie is read the way src/lib/cookies.ts writes it (URI-encoded, `; `-separated); the
  // mini app is recognised as mayBeMiniApp does (the same pattern and stored key). The page's
  // own path is replaced, so a site served under a folder keeps the folder.
  return `(function(o){var l=location,c=null;document.cookie.split(';').forEach(function(p){var i=p.indexOf('=');if(i>0&&p.slice(0,i).trim()===o.cookie){try{c=decodeURIComponent(p.slice(i+1).trim())}catch(e){}}});if(!c||o.offered.indexOf(c)<0)return;if(new RegExp(o.chatApp).test(l.hash+l.search))return;try{if(sessionStorage.getItem(o.launch)!==null)return}catch(e){}var p=l.pathname.replace(/\\/$/,'');if(p.slice(-o.page.length)!==o.page)return;l.replace(p.slice(0,p.length-o.page.length)+'/'+c+o.page+l.search+l.hash)})(${data});`;
}
