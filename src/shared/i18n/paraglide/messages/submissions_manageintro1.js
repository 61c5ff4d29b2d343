import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Submissions_Manageintro1Inputs */

const en_submissions_manageintro1 = /** @type {(inputs: Submissions_Manageintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can cancel or move your pickup online until ${i?.until}.`)
};

const fil_submissions_manageintro1 = /** @type {(inputs: Submissions_Manageintro1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puwede mong i-cancel o ilipat ang pickup mo online hanggang ${i?.until}.`)
};

/**
* | output |
* | --- |
* | "You can cancel or move your pickup online until {until}." |
*
* @param {Submissions_Manageintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_manageintro1 = /** @type {((inputs: Submissions_Manageintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Manageintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_manageintro1(inputs)
	return en_submissions_manageintro1(inputs)
});
export { submissions_manageintro1 as "submissions.manageIntro" }