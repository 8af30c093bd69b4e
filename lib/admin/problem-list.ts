/** Beyond this many problems a report's table starts folded: its figures say enough at first sight. */
export const LONG_PROBLEM_LIST = 10;
