// The scenario checks' located problems are core's, shared by every ruleset's loader.
export { checkUnique, Problems, suggest } from '../../core/input/problems.ts';
