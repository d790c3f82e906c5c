// Types for build-stamp.mjs, which stays plain JavaScript so `npm start` runs it without a compiler.
export declare const COMMANDS_DIR: string;
export declare const STANDALONE_DIR: string;
export declare const COMMANDS: Record<string, string>;
export declare function sourceHashes(root: string, commandFiles: string[]): Record<string, string>;
export declare function writeStamp(root: string, made: { files: Record<string, string>; commandFiles: string[]; env: Record<string, string | undefined> }): void;
export declare function buildProblem(root: string, env?: Record<string, string | undefined>): string | undefined;
