/**
 * A value already written as JSON text. A handler may answer one instead of an object, and
 * members of an object written by `objectText` may be one: a long reply is written as text
 * once instead of built as objects that JSON.stringify walks again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The JSON text of an object whose members are given in order; a JsonText member is put in
 * as it is, any other is serialized as JSON.stringify would (undefined members left out).
 */
export function objectText(members: Record<string, unknown>): string {
  let out = '{';
  for (const key in members) {
    const value = members[key];
    if (value === undefined) continue;
    if (out.length > 1) out += ',';
    out +=
      JSON.stringify(key) + ':' + (value instanceof JsonText ? value.text : JSON.stringify(value));
  }
  return out + '}';
}
