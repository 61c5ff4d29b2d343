import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspendedbadge1Inputs */

const en_submissions_suspendedbadge1 = /** @type {(inputs: Submissions_Suspendedbadge1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspended`)
};

const fil_submissions_suspendedbadge1 = /** @type {(inputs: Submissions_Suspendedbadge1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspendido`)
};

/**
* | output |
* | --- |
* | "suspended" |
*
* @param {Submissions_Suspendedbadge1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspendedbadge1 = /** @type {((inputs?: Submissions_Suspendedbadge1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspendedbadge1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspendedbadge1(inputs)
	return en_submissions_suspendedbadge1(inputs)
});
export { submissions_suspendedbadge1 as "submissions.suspendedBadge" }