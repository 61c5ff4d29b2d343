import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_PreviousInputs */

const en_submissions_previous = /** @type {(inputs: Submissions_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const fil_submissions_previous = /** @type {(inputs: Submissions_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakaraan`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Submissions_PreviousInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_previous = /** @type {((inputs?: Submissions_PreviousInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_PreviousInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_previous(inputs)
	return en_submissions_previous(inputs)
});
export { submissions_previous as "submissions.previous" }