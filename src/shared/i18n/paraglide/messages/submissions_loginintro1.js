import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Loginintro1Inputs */

const en_submissions_loginintro1 = /** @type {(inputs: Submissions_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff sign-in to review and schedule pickups.`)
};

const fil_submissions_loginintro1 = /** @type {(inputs: Submissions_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in ng staff para mag-review at mag-schedule ng pickup.`)
};

/**
* | output |
* | --- |
* | "Staff sign-in to review and schedule pickups." |
*
* @param {Submissions_Loginintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_loginintro1 = /** @type {((inputs?: Submissions_Loginintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Loginintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_loginintro1(inputs)
	return en_submissions_loginintro1(inputs)
});
export { submissions_loginintro1 as "submissions.loginIntro" }