import { STATUS_CODES } from 'node:http';

export interface Signature {
  resource: string;
  status: string;
  client_ip: string;
}

export function statusLine(status: number, detail: string): string {
  return `${status} ${STATUS_CODES[status] ?? 'Unknown'} - ${detail}`;
}

export const OK_STATUS = statusLine(200, 'successful');

/** `{"econtext": {<area>: body, "signature": {...}}}` */
export function successEnvelope(area: string, body: unknown, resource: string, clientIp: string) {
  return {
    econtext: { [area]: body, signature: { resource, status: OK_STATUS, client_ip: clientIp } },
  };
}

/** successEnvelope's JSON text around a body already written as JSON. */
export function successEnvelopeText(
  area: string,
  bodyText: string,
  resource: string,
  clientIp: string,
): string {
  const signature = JSON.stringify({ resource, status: OK_STATUS, client_ip: clientIp });
  return `{"econtext":{${JSON.stringify(area)}:${bodyText},"signature":${signature}}}`;
}

export function errorEnvelope(
  status: number,
  code: string,
  message: string,
  field: string | undefined,
  resource: string,
  clientIp: string,
) {
  const error: { code: string; message: string; field?: string } = { code, message };
  if (field !== undefined) error.field = field;
  return {
    econtext: {
      error,
      signature: { resource, status: statusLine(status, code), client_ip: clientIp },
    },
  };
}
