import type { AnswerBody, AnswerStatus, RouteRow, RouteRows } from '@shared/contract/route';
import type { HandlerInput, Route } from '../route';

export type { HandlerInput } from '../route';

/** What a handler answers: its row's status and body type (none for 204), and any headers (a 302's location). */
export type Reply<R extends RouteRow> =
  AnswerStatus<R> extends 204
    ? { status: 204; body?: undefined; headers?: Record<string, string> }
    : AnswerStatus<R> extends 302
      ? { status: 302; body?: undefined; headers: { location: string } & Record<string, string> }
      : { status: AnswerStatus<R>; body: AnswerBody<R>; headers?: Record<string, string> };

/** One route's logic, typed by its row: a handler that answers another shape does not compile. */
export interface Handler<R extends RouteRow> {
  row: R;
  run(input: HandlerInput<R>): Promise<Reply<R>>;
}

export function handle<R extends RouteRow>(row: R, run: (input: HandlerInput<R>) => Promise<Reply<R>>): Handler<R> {
  return { row, run };
}

/**
 * A slice's routes: every row of the contract bound to its handler. The mapped type makes the
 * binding exhaustive (a row without a handler, or a handler of another row's shape, does not
 * compile), and a handler made for another row fails at load.
 */
export function bind<C extends RouteRows>(rows: C, handlers: { [K in keyof C]: Handler<C[K]> }): Route[] {
  return Object.entries(rows).map(([name, row]) => {
    const handler = handlers[name]!;
    if (handler.row !== row) throw new Error(`The handler bound to ${name} was made for another row.`);
    return { ...row, run: handler.run as Route['run'] };
  });
}
