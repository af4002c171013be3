import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of the API: Node's request and response are at hand. */
export type Env = { Bindings: HttpBindings };
export type Ctx = Context<Env>;
