/**
 * Renders the error catalogue as the Markdown table of docs/requests-and-errors.md, so the doc
 * is generated from the data rather than kept in step by hand (a test compares the two).
 */
import {
  ERROR_CATALOGUE,
  GENERAL_ERROR_ENTRY,
  type CatalogueEntry,
  type Condition,
  type WrapperAction,
} from './error-catalogue';

export function catalogueMarkdownTable(): string {
  const header = [
    '| code | meaning | request wrapper | calling flow |',
    '| --- | --- | --- | --- |',
  ];
  const rows = ERROR_CATALOGUE.map(
    (entry) =>
      `| ${entry.codes.join(', ')} | ${entry.meaning} | ${wrapperCell(entry)} | ${callerCell(entry)} |`,
  );
  const fallback = `| any other | ${GENERAL_ERROR_ENTRY.meaning} | ${wrapperCell(GENERAL_ERROR_ENTRY)} | ${callerCell(GENERAL_ERROR_ENTRY)} |`;
  return [...header, ...rows, fallback].join('\n');
}

function wrapperCell(entry: CatalogueEntry): string {
  const clauses = (entry.when ?? []).map(
    (clause) => `${describeCondition(clause.if)}: ${describeAction(clause.then)}`,
  );
  const otherwise = describeAction(entry.otherwise);
  return clauses.length === 0 ? otherwise : [...clauses, `otherwise: ${otherwise}`].join('; ');
}

function callerCell(entry: CatalogueEntry): string {
  const caller = entry.caller;
  if (!caller) return '';
  const parts: string[] = [];
  if (caller.dialogs) parts.push(caller.dialogs.map((dialog) => `\`${dialog}\``).join(' or '));
  if (caller.toast) {
    const key = caller.toast.messageKey ? ` (${caller.toast.messageKey})` : '';
    parts.push(`own toast ${caller.toast.durationMs} ms${key}`);
  }
  parts.push(caller.note);
  return parts.join('; ');
}

function describeCondition(condition: Condition): string {
  switch (condition.on) {
    case 'path':
      return `on \`${condition.group}\` paths`;
    case 'pathInChatApp':
      return `inside the chat app on \`${condition.group}\` paths`;
    case 'firstQrGenerate':
      return 'first QR generate call';
    case 'passErrCount':
      return `pass_err_count ${condition.counts.join(' or ')}`;
    default:
      return condition satisfies never;
  }
}

function describeAction(action: WrapperAction): string {
  switch (action.do) {
    case 'passThrough':
      return `returned to the caller, no toast${action.successLike ? ', success-like' : ''}`;
    case 'dialog':
      return `dialog \`${action.dialog}\``;
    case 'toast': {
      const details = [
        action.toastCode === undefined ? null : `as ${action.toastCode}`,
        action.defaultMessage === undefined ? null : `default text '${action.defaultMessage}'`,
        action.throttled ? 'at most once per 10 s' : null,
        action.successLike ? 'success-like' : null,
      ].filter((detail): detail is string => detail !== null);
      return [`toast ${action.durationMs} ms`, ...details].join(', ');
    }
    default:
      return action satisfies never;
  }
}
