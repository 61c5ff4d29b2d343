import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerdetails1Inputs */

const en_submissions_ownerdetails1 = /** @type {(inputs: Submissions_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner Details`)
};

const fil_submissions_ownerdetails1 = /** @type {(inputs: Submissions_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalye ng May-ari`)
};

/**
* | output |
* | --- |
* | "Owner Details" |
*
* @param {Submissions_Ownerdetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownerdetails1 = /** @type {((inputs?: Submissions_Ownerdetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerdetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownerdetails1(inputs)
	return en_submissions_ownerdetails1(inputs)
});
export { submissions_ownerdetails1 as "submissions.ownerDetails" }