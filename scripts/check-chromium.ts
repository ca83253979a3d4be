import { chromiumProblem } from './chromium';

/** `npm test` asks this before the journeys: exit 1 with how to get Chromium when there is none. */
const problem = chromiumProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
