/* Checks data/*.json against src/data/schema.ts, and the pictures they name, without a full build: `npm run validate-data`. */
import path from "path";
import { formatProblem } from "../../src/data/validate";
import { causesOf, checkDataDir } from "../../src/node/checkPictures";

async function main(): Promise<number> {
  const dir = path.resolve(process.argv[2] ?? "data");
  const problems = await checkDataDir(dir);
  for (const problem of problems) process.stderr.write(`${formatProblem(problem)}\n`);
  for (const cause of causesOf(problems)) process.stderr.write(`${cause}\n`);
  process.stdout.write(problems.length ? `${problems.length} problem(s) in ${dir}\n` : `data files OK (${dir})\n`);
  return problems.length ? 1 : 0;
}

main().then((code) => (process.exitCode = code));
