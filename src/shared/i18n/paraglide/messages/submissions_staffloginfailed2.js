import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffloginfailed2Inputs */

const en_submissions_staffloginfailed2 = /** @type {(inputs: Submissions_Staffloginfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password. Please try again.`)
};

const fil_submissions_staffloginfailed2 = /** @type {(inputs: Submissions_Staffloginfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mali ang e-mail o password. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Invalid email or password. Please try again." |
*
* @param {Submissions_Staffloginfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffloginfailed2 = /** @type {((inputs?: Submissions_Staffloginfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffloginfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffloginfailed2(inputs)
	return en_submissions_staffloginfailed2(inputs)
});
export { submissions_staffloginfailed2 as "submissions.staffLoginFailed" }