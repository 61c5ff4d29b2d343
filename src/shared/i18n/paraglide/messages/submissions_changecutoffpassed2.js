import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Changecutoffpassed2Inputs */

const en_submissions_changecutoffpassed2 = /** @type {(inputs: Submissions_Changecutoffpassed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online changes close 24 hours before the pickup. Please reply to our SMS or e-mail and we will help.`)
};

/**
* | output |
* | --- |
* | "Online changes close 24 hours before the pickup. Please reply to our SMS or e-mail and we will help." |
*
* @param {Submissions_Changecutoffpassed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_changecutoffpassed2 = /** @type {((inputs?: Submissions_Changecutoffpassed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Changecutoffpassed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_changecutoffpassed2(inputs)
});
export { submissions_changecutoffpassed2 as "submissions.changeCutoffPassed" }