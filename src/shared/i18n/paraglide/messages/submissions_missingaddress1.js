import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingaddress1Inputs */

const en_submissions_missingaddress1 = /** @type {(inputs: Submissions_Missingaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your profile with your city and street address so our crew can find you.`)
};

const fil_submissions_missingaddress1 = /** @type {(inputs: Submissions_Missingaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay sa profile mo ang iyong lungsod at street address para mahanap ka ng crew namin.`)
};

/**
* | output |
* | --- |
* | "Please update your profile with your city and street address so our crew can find you." |
*
* @param {Submissions_Missingaddress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_missingaddress1 = /** @type {((inputs?: Submissions_Missingaddress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingaddress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_missingaddress1(inputs)
	return en_submissions_missingaddress1(inputs)
});
export { submissions_missingaddress1 as "submissions.missingAddress" }