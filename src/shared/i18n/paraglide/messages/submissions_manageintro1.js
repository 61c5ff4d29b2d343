import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Submissions_Manageintro1Inputs */

const en_submissions_manageintro1 = /** @type {(inputs: Submissions_Manageintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can cancel or move your pickup online until ${i?.until}.`)
};

/**
* | output |
* | --- |
* | "You can cancel or move your pickup online until {until}." |
*
* @param {Submissions_Manageintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_manageintro1 = /** @type {((inputs: Submissions_Manageintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Manageintro1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_manageintro1(inputs)
});
export { submissions_manageintro1 as "submissions.manageIntro" }