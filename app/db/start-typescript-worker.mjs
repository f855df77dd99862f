// Starts a worker thread written in TypeScript when the application runs from
// source (npm run dev, the tests): the production build ships it compiled.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
