import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionreasontoolong3Inputs */

const en_submissions_suspensionreasontoolong3 = /** @type {(inputs: Submissions_Suspensionreasontoolong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please keep the reason to 40 characters: it goes into the SMS.`)
};

const fil_submissions_suspensionreasontoolong3 = /** @type {(inputs: Submissions_Suspensionreasontoolong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 40 character lang ang dahilan: kasama ito sa SMS.`)
};

/**
* | output |
* | --- |
* | "Please keep the reason to 40 characters: it goes into the SMS." |
*
* @param {Submissions_Suspensionreasontoolong3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionreasontoolong3 = /** @type {((inputs?: Submissions_Suspensionreasontoolong3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionreasontoolong3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionreasontoolong3(inputs)
	return en_submissions_suspensionreasontoolong3(inputs)
});
export { submissions_suspensionreasontoolong3 as "submissions.suspensionReasonTooLong" }