/** Whether a page route (as Next names it, e.g. `/desk/stories/[id]`) is the newsroom's desk rather than a reader page. */
export const isDeskRoute = (route: string): boolean => route === '/desk' || route.startsWith('/desk/');
