import { VisuallyHidden } from '@chakra-ui/react';

/**
 * Which account a new password belongs to, for the browser's password manager: a hidden,
 * read-only user-name field next to a `new-password` field (the form it saves is then tied to
 * the account, not to the page). Out of the tab order and the accessibility tree.
 */
export function PasswordManagerAccount({ account }: { account: string }) {
  return (
    <VisuallyHidden>
      <input
        type="text"
        name="username"
        autoComplete="username"
        // An account name reads left to right on every page, as every credential field does.
        dir="ltr"
        value={account}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
    </VisuallyHidden>
  );
}
