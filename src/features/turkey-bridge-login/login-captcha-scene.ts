/**
 * The Turkey site's bridge button opens the main domain's login in a popup with
 * `?type=LOGIN_TR` (docs/editions.md, "Turkey bridge"); that login runs the Turkey login
 * captcha scene. Any other login is left to the default scene.
 */
export const TURKEY_LOGIN_TYPE = 'LOGIN_TR';

export function turkeyBridgeLoginScene(query: URLSearchParams): 'turkeyLogin' | undefined {
  return query.get('type') === TURKEY_LOGIN_TYPE ? 'turkeyLogin' : undefined;
}
