import fs from 'node:fs';
import { CLUSTER, cluster } from './cluster';

/** A fresh cluster for the run: PostgreSQL, Redis, two instances and nginx, stopped and removed at the end. */
export default function startCluster() {
  fs.rmSync(CLUSTER.dir, { recursive: true, force: true });
  cluster('start');
  return () => {
    cluster('stop');
    fs.rmSync(CLUSTER.dir, { recursive: true, force: true });
  };
}
