import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declinereasonrequired2Inputs */

const en_submissions_declinereasonrequired2 = /** @type {(inputs: Submissions_Declinereasonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason for declining`)
};

const fil_submissions_declinereasonrequired2 = /** @type {(inputs: Submissions_Declinereasonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakibigay ang dahilan ng pagtanggi`)
};

/**
* | output |
* | --- |
* | "Please give a reason for declining" |
*
* @param {Submissions_Declinereasonrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_declinereasonrequired2 = /** @type {((inputs?: Submissions_Declinereasonrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declinereasonrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_declinereasonrequired2(inputs)
	return en_submissions_declinereasonrequired2(inputs)
});
export { submissions_declinereasonrequired2 as "submissions.declineReasonRequired" }