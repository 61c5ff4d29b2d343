import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodelabel2Inputs */

const en_submissions_ownercodelabel2 = /** @type {(inputs: Submissions_Ownercodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code`)
};

const fil_submissions_ownercodelabel2 = /** @type {(inputs: Submissions_Ownercodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code`)
};

/**
* | output |
* | --- |
* | "6-digit code" |
*
* @param {Submissions_Ownercodelabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodelabel2 = /** @type {((inputs?: Submissions_Ownercodelabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodelabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodelabel2(inputs)
	return en_submissions_ownercodelabel2(inputs)
});
export { submissions_ownercodelabel2 as "submissions.ownerCodeLabel" }