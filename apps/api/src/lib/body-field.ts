/**
 * A text field of a JSON body the route has not validated (better-auth's own bodies, read before better-auth
 * sees them): the text, or undefined when the body is not an object or the field is absent or not text.
 */
export function textField(body: unknown, name: string): string | undefined {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
  return typeof value === 'string' ? value : undefined;
}
