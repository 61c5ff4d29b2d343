import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nosuspensions1Inputs */

const en_submissions_nosuspensions1 = /** @type {(inputs: Submissions_Nosuspensions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No day is suspended.`)
};

const fil_submissions_nosuspensions1 = /** @type {(inputs: Submissions_Nosuspensions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang araw na suspendido.`)
};

/**
* | output |
* | --- |
* | "No day is suspended." |
*
* @param {Submissions_Nosuspensions1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nosuspensions1 = /** @type {((inputs?: Submissions_Nosuspensions1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nosuspensions1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nosuspensions1(inputs)
	return en_submissions_nosuspensions1(inputs)
});
export { submissions_nosuspensions1 as "submissions.noSuspensions" }