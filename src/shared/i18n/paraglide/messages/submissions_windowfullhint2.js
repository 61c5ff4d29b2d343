import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Submissions_Windowfullhint2Inputs */

const en_submissions_windowfullhint2 = /** @type {(inputs: Submissions_Windowfullhint2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This window is full in ${i?.city} that day; book it only if the crew can take one more.`)
};

const fil_submissions_windowfullhint2 = /** @type {(inputs: Submissions_Windowfullhint2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puno na ang slot na ito sa ${i?.city} sa araw na iyon; i-book lang kung kaya pa ng crew ang isa pa.`)
};

/**
* | output |
* | --- |
* | "This window is full in {city} that day; book it only if the crew can take one more." |
*
* @param {Submissions_Windowfullhint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowfullhint2 = /** @type {((inputs: Submissions_Windowfullhint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowfullhint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowfullhint2(inputs)
	return en_submissions_windowfullhint2(inputs)
});
export { submissions_windowfullhint2 as "submissions.windowFullHint" }