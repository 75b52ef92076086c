import fs from "node:fs";

/** The processes this one started, as Linux lists them (the fourth field of /proc/{pid}/stat is the parent). */
export function childrenOfThisProcess(): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}
