import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nomatches1Inputs */

const en_submissions_nomatches1 = /** @type {(inputs: Submissions_Nomatches1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests match. Check the tracking number, try part of the name, or clear the status filter.`)
};

const fil_submissions_nomatches1 = /** @type {(inputs: Submissions_Nomatches1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang tugmang request. Tingnan ang tracking number, subukan ang bahagi ng pangalan, o i-clear ang status filter.`)
};

/**
* | output |
* | --- |
* | "No requests match. Check the tracking number, try part of the name, or clear the status filter." |
*
* @param {Submissions_Nomatches1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nomatches1 = /** @type {((inputs?: Submissions_Nomatches1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nomatches1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nomatches1(inputs)
	return en_submissions_nomatches1(inputs)
});
export { submissions_nomatches1 as "submissions.noMatches" }