// Imported first by `npm start`, `npm run dev` and `npm test`: stops at once, with what to
// install, on a Node.js older than the project needs (older ones fail later in obscure ways, or
// run with no word at all). Keep it free of syntax and APIs newer than Node 18.

/** Why this Node.js version cannot run Inkforge, or undefined when it can (22.13 or newer). */
export function nodeVersionProblem(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 13)) return undefined;
  return (
    `Inkforge needs Node.js 22.13 or newer (24 LTS recommended; .nvmrc names it); this is Node.js ${version}.\n` +
    'Install Node.js 24 LTS (https://nodejs.org, or `nvm install` in this folder), then run the command again.'
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
