import { fuzzShard } from './fuzz.js';

// Shard 3 of the route fuzzing (fuzz.ts): every route is in exactly one shard.
await fuzzShard(import.meta.filename);
