/**
 * A small columnar format for the search snapshot: each column is one typed array (numbers),
 * one dictionary-coded Uint16Array (few distinct strings) or one UTF-8 blob with row offsets
 * (many distinct strings). Decoding makes views on the snapshot's bytes, never a row object,
 * so 100,000 listings load in milliseconds and a row is assembled only when it is answered.
 */
export type ColumnKind = 'f64' | 'f32' | 'i32' | 'u32' | 'u16' | 'u8' | 'text' | 'dict';
export type TableSpec = Record<string, ColumnKind>;

/** Absent values: NaN in float columns, these in integer ones. Text uses ''. */
export const noneI32 = -2_147_483_648;
export const noneU32 = 4_294_967_295;
export const noneU8 = 255;

const arrayTypes = {
  f64: Float64Array,
  f32: Float32Array,
  i32: Int32Array,
  u32: Uint32Array,
  u16: Uint16Array,
  u8: Uint8Array,
} as const;
type NumericKind = keyof typeof arrayTypes;

export interface TextColumn {
  /** Every value, in row order, one after another. */
  joined: string;
  /** Where row i starts in `joined`; row i ends where row i + 1 starts (rows + 1 entries). */
  starts: Uint32Array;
}
export interface DictColumn {
  codes: Uint16Array;
  values: string[];
}

type Decoded<K extends ColumnKind> = K extends NumericKind
  ? InstanceType<(typeof arrayTypes)[K]>
  : K extends 'text'
    ? TextColumn
    : DictColumn;
export type DecodedTable<S extends TableSpec> = { [C in keyof S]: Decoded<S[C]> } & { rows: number };
export type TableInput<S extends TableSpec> = { [C in keyof S]: S[C] extends 'text' | 'dict' ? string[] : number[] };

interface ColumnEntry {
  kind: ColumnKind;
  offset: number;
  byteLength: number;
  /** text: offset and length of the row starts; dict: the distinct values. */
  startsOffset?: number;
  values?: string[];
}
export interface TableHeader {
  rows: number;
  columns: Record<string, ColumnEntry>;
}

const align = (n: number) => Math.ceil(n / 8) * 8;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Appends byte arrays at 8-byte boundaries, so every typed array can be a view on the whole. */
export class ByteWriter {
  private parts: Uint8Array[] = [];
  length = 0;

  write(bytes: Uint8Array): number {
    const offset = this.length;
    this.parts.push(bytes);
    const padded = align(bytes.byteLength);
    if (padded > bytes.byteLength) this.parts.push(new Uint8Array(padded - bytes.byteLength));
    this.length += padded;
    return offset;
  }

  concat(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.byteLength;
    }
    return out;
  }
}

const bytesOf = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** Writes a table's columns to `writer`; the header says where each one is. */
export function encodeTable<S extends TableSpec>(spec: S, input: TableInput<S>, writer: ByteWriter): TableHeader {
  const columns: Record<string, ColumnEntry> = {};
  let rows: number | undefined;
  for (const [name, kind] of Object.entries(spec)) {
    const values = input[name] as (string | number)[];
    if (rows !== undefined && values.length !== rows) throw new Error(`Column ${name} has ${values.length} rows.`);
    rows = values.length;
    if (kind === 'text') {
      const strings = values as string[];
      const starts = new Uint32Array(strings.length + 1);
      let at = 0;
      strings.forEach((value, i) => {
        starts[i] = at;
        at += value.length;
      });
      starts[strings.length] = at;
      const blob = encoder.encode(strings.join(''));
      columns[name] = {
        kind,
        offset: writer.write(blob),
        byteLength: blob.byteLength,
        startsOffset: writer.write(bytesOf(starts)),
      };
    } else if (kind === 'dict') {
      const codeOf = new Map<string, number>();
      const codes = Uint16Array.from(values as string[], (value) => {
        let code = codeOf.get(value);
        if (code === undefined) codeOf.set(value, (code = codeOf.size));
        return code;
      });
      if (codeOf.size > 65_536) throw new Error(`Column ${name} has more than 65,536 distinct values.`);
      columns[name] = {
        kind,
        offset: writer.write(bytesOf(codes)),
        byteLength: codes.byteLength,
        values: [...codeOf.keys()],
      };
    } else {
      const array = arrayTypes[kind].from(values as number[]);
      columns[name] = { kind, offset: writer.write(bytesOf(array)), byteLength: array.byteLength };
    }
  }
  return { rows: rows ?? 0, columns };
}

/** Views on `body` (which must start at an 8-byte boundary of its buffer) for each column of `spec`. */
export function decodeTable<S extends TableSpec>(spec: S, header: TableHeader, body: Uint8Array): DecodedTable<S> {
  const table: Record<string, unknown> = { rows: header.rows };
  const { buffer, byteOffset } = body;
  for (const [name, kind] of Object.entries(spec)) {
    const entry = header.columns[name];
    if (!entry || entry.kind !== kind) throw new Error(`The snapshot has no ${kind} column ${name}.`);
    if (kind === 'text') {
      table[name] = {
        joined: decoder.decode(body.subarray(entry.offset, entry.offset + entry.byteLength)),
        starts: new Uint32Array(buffer, byteOffset + entry.startsOffset!, header.rows + 1),
      } satisfies TextColumn;
    } else if (kind === 'dict') {
      table[name] = {
        codes: new Uint16Array(buffer, byteOffset + entry.offset, header.rows),
        values: entry.values ?? [],
      } satisfies DictColumn;
    } else {
      const Type = arrayTypes[kind] as Float64ArrayConstructor;
      table[name] = new Type(buffer, byteOffset + entry.offset, entry.byteLength / Type.BYTES_PER_ELEMENT);
    }
  }
  return table as DecodedTable<S>;
}

export const textAt = (column: TextColumn, row: number): string =>
  column.joined.slice(column.starts[row], column.starts[row + 1]);
export const dictAt = (column: DictColumn, row: number): string => column.values[column.codes[row]!]!;
