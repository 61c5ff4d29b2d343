import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Channelsms1Inputs */

const en_submissions_channelsms1 = /** @type {(inputs: Submissions_Channelsms1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS`)
};

const fil_submissions_channelsms1 = /** @type {(inputs: Submissions_Channelsms1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS`)
};

/**
* | output |
* | --- |
* | "SMS" |
*
* @param {Submissions_Channelsms1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_channelsms1 = /** @type {((inputs?: Submissions_Channelsms1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Channelsms1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_channelsms1(inputs)
	return en_submissions_channelsms1(inputs)
});
export { submissions_channelsms1 as "submissions.channelSms" }