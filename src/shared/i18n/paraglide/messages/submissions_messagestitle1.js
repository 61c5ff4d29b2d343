import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Messagestitle1Inputs */

const en_submissions_messagestitle1 = /** @type {(inputs: Submissions_Messagestitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages to the customer`)
};

const fil_submissions_messagestitle1 = /** @type {(inputs: Submissions_Messagestitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga mensahe sa customer`)
};

/**
* | output |
* | --- |
* | "Messages to the customer" |
*
* @param {Submissions_Messagestitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_messagestitle1 = /** @type {((inputs?: Submissions_Messagestitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Messagestitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_messagestitle1(inputs)
	return en_submissions_messagestitle1(inputs)
});
export { submissions_messagestitle1 as "submissions.messagesTitle" }