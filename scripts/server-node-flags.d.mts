/** Node.js flags of the server process (server-node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
