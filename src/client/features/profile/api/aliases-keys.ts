/** Query keys of the signed-in user's aliases; every alias change refreshes `aliasesKeys.mine`. */
export const aliasesKeys = {
  all: ['aliases'] as const,
  mine: ['aliases', 'mine'] as const,
};
