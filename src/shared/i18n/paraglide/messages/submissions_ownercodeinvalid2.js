import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodeinvalid2Inputs */

const en_submissions_ownercodeinvalid2 = /** @type {(inputs: Submissions_Ownercodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6 digits of the code`)
};

const fil_submissions_ownercodeinvalid2 = /** @type {(inputs: Submissions_Ownercodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang 6 na digit ng code`)
};

/**
* | output |
* | --- |
* | "Please enter the 6 digits of the code" |
*
* @param {Submissions_Ownercodeinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodeinvalid2 = /** @type {((inputs?: Submissions_Ownercodeinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodeinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodeinvalid2(inputs)
	return en_submissions_ownercodeinvalid2(inputs)
});
export { submissions_ownercodeinvalid2 as "submissions.ownerCodeInvalid" }