import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyetseed3Inputs */

const en_submissions_norequestsyetseed3 = /** @type {(inputs: Submissions_Norequestsyetseed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for demo data.`)
};

const fil_submissions_norequestsyetseed3 = /** @type {(inputs: Submissions_Norequestsyetseed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para sa demo data.`)
};

/**
* | output |
* | --- |
* | "for demo data." |
*
* @param {Submissions_Norequestsyetseed3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyetseed3 = /** @type {((inputs?: Submissions_Norequestsyetseed3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyetseed3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_norequestsyetseed3(inputs)
	return en_submissions_norequestsyetseed3(inputs)
});
export { submissions_norequestsyetseed3 as "submissions.noRequestsYetSeed" }