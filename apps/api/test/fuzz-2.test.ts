import { fuzzShard } from './fuzz.js';

// Shard 2 of the route fuzzing (fuzz.ts): every route is in exactly one shard.
await fuzzShard(import.meta.filename);
