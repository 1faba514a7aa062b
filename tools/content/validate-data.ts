/* Checks data/*.json against src/data/schema.ts without a full build: `npm run validate-data`. */
import path from "path";
import { formatProblem, validateDataDir } from "../../src/data/validate";

const dir = path.resolve(process.argv[2] ?? "data");
const problems = validateDataDir(dir);
for (const problem of problems) process.stderr.write(`${formatProblem(problem)}\n`);
process.stdout.write(problems.length ? `${problems.length} problem(s) in ${dir}\n` : `data files OK (${dir})\n`);
process.exitCode = problems.length ? 1 : 0;
