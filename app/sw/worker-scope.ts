/**
 * The service worker's own scope (app/sw/service-worker.ts): the worker global, the site's origin
 * and this build's shell cache, shared by the modules the worker is built from.
 */
import { OFFLINE_CACHES } from "#core/offline.ts";
import type { WorkerScope } from "./worker-types";

/** Set by the build: a new deploy gets a new offline page (and its assets). */
declare const __BUILD_ID__: string;

/** Set by the build: the modules the offline page loads on demand (its homework), kept with it. */
declare const __OFFLINE_MODULES__: string[];
export const OFFLINE_MODULES = __OFFLINE_MODULES__;

export const worker = self as unknown as WorkerScope;
export const origin = worker.location.origin;
export const SHELL = OFFLINE_CACHES.shellPrefix + __BUILD_ID__;
