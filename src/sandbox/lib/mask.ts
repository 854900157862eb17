/** The exchange shows an e-mail with the last 3 characters of its local part hidden. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.max(0, local.length - 3));
  return `${visible}***${email.slice(at)}`;
}

/** A phone is masked in the middle, leaving 4 digits visible (2 at each end). */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return phone;
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
