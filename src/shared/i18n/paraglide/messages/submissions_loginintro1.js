import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Loginintro1Inputs */

const en_submissions_loginintro1 = /** @type {(inputs: Submissions_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff sign-in to review and schedule pickups.`)
};

/**
* | output |
* | --- |
* | "Staff sign-in to review and schedule pickups." |
*
* @param {Submissions_Loginintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_loginintro1 = /** @type {((inputs?: Submissions_Loginintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Loginintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_loginintro1(inputs)
});
export { submissions_loginintro1 as "submissions.loginIntro" }