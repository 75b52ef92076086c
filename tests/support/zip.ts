import zlib from "node:zlib";

export interface ZipInput {
  name: string;
  data: Buffer;
  /** 8 (deflate, default) or 0 (stored). */
  method?: 0 | 8;
  /** What the central directory claims the inflated size is (a lying archive). */
  claimedSize?: number;
  utf8?: boolean;
}

/**
 * A .zip as common tools write it (local headers, central directory, end record), for
 * tests that need real archives, honest or hostile. `shareData` makes every entry's
 * directory record point at the first entry's bytes (the overlapping "quine" bomb).
 */
export function makeZip(inputs: ZipInput[], { shareData = false }: { shareData?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const method = input.method ?? 8;
    const stored = method === 8 ? zlib.deflateRawSync(input.data) : input.data;
    const name = Buffer.from(input.name, input.utf8 === false ? "latin1" : "utf8");
    const crc = zlib.crc32(input.data);
    const size = input.claimedSize ?? input.data.length;
    const flags = input.utf8 === false ? 0 : 0x0800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(shareData ? 0 : offset, 42);
    centrals.push(Buffer.concat([central, name]));
    if (!shareData || locals.length === 0) {
      locals.push(local, name, stored);
      offset += local.length + name.length + stored.length;
    }
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
