import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Offeragain1Inputs */

const en_submissions_offeragain1 = /** @type {(inputs: Submissions_Offeragain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer again`)
};

const fil_submissions_offeragain1 = /** @type {(inputs: Submissions_Offeragain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ialok ulit`)
};

/**
* | output |
* | --- |
* | "Offer again" |
*
* @param {Submissions_Offeragain1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_offeragain1 = /** @type {((inputs?: Submissions_Offeragain1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Offeragain1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_offeragain1(inputs)
	return en_submissions_offeragain1(inputs)
});
export { submissions_offeragain1 as "submissions.offerAgain" }