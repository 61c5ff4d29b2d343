import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerverifiedtitle2Inputs */

const en_submissions_ownerverifiedtitle2 = /** @type {(inputs: Submissions_Ownerverifiedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const fil_submissions_ownerverifiedtitle2 = /** @type {(inputs: Submissions_Ownerverifiedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakumpirma`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Submissions_Ownerverifiedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownerverifiedtitle2 = /** @type {((inputs?: Submissions_Ownerverifiedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerverifiedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownerverifiedtitle2(inputs)
	return en_submissions_ownerverifiedtitle2(inputs)
});
export { submissions_ownerverifiedtitle2 as "submissions.ownerVerifiedTitle" }