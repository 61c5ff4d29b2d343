import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Changecutoffpassed2Inputs */

const en_submissions_changecutoffpassed2 = /** @type {(inputs: Submissions_Changecutoffpassed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online changes close 24 hours before the pickup. Please reply to our SMS or e-mail and we will help.`)
};

const fil_submissions_changecutoffpassed2 = /** @type {(inputs: Submissions_Changecutoffpassed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 24 oras lang bago ang pickup puwedeng magbago online. Mag-reply lang sa aming SMS o e-mail at tutulungan ka namin.`)
};

/**
* | output |
* | --- |
* | "Online changes close 24 hours before the pickup. Please reply to our SMS or e-mail and we will help." |
*
* @param {Submissions_Changecutoffpassed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_changecutoffpassed2 = /** @type {((inputs?: Submissions_Changecutoffpassed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Changecutoffpassed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_changecutoffpassed2(inputs)
	return en_submissions_changecutoffpassed2(inputs)
});
export { submissions_changecutoffpassed2 as "submissions.changeCutoffPassed" }