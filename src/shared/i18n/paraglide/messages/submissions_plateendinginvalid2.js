import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Plateendinginvalid2Inputs */

const en_submissions_plateendinginvalid2 = /** @type {(inputs: Submissions_Plateendinginvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the last digit of the plate, 0 to 9`)
};

const fil_submissions_plateendinginvalid2 = /** @type {(inputs: Submissions_Plateendinginvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang huling digit ng plaka, 0 hanggang 9`)
};

/**
* | output |
* | --- |
* | "Please enter the last digit of the plate, 0 to 9" |
*
* @param {Submissions_Plateendinginvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_plateendinginvalid2 = /** @type {((inputs?: Submissions_Plateendinginvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Plateendinginvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_plateendinginvalid2(inputs)
	return en_submissions_plateendinginvalid2(inputs)
});
export { submissions_plateendinginvalid2 as "submissions.plateEndingInvalid" }