import { useCustom } from '@refinedev/core';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';

type Video = { id: string; title: string; url: string; cover: string; duration: number };

/** Seconds as m:ss. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** An expert's introduction videos (`expert-info/videos?expertId=`), each playable in place. */
export function ExpertVideos({ expertId }: { expertId: string }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<Video[]>({
    url: otoApi.expert.videos,
    method: 'get',
    config: { query: { expertId } },
    errorNotification: false,
  });
  const videos = Array.isArray(result.data) ? result.data : [];
  return (
    <section className="expert-videos" aria-label={t('oto.expert.videos')}>
      <Typography.Title level={5}>{t('oto.expert.videos')}</Typography.Title>
      <Spin spinning={query.isLoading}>
        {videos.length === 0 && !query.isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('oto.expert.noVideos')} />
        ) : (
          <div className="expert-video-list">
            {videos.map((video) => (
              <figure key={video.id} className="expert-video">
                <video
                  controls
                  preload="metadata"
                  src={video.url}
                  poster={video.cover || undefined}
                  aria-label={video.title}
                />
                <figcaption>
                  <Typography.Text strong>{video.title}</Typography.Text>
                  {video.duration > 0 && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('oto.expert.videoDuration', { time: clock(video.duration) })}
                    </Typography.Text>
                  )}
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </Spin>
    </section>
  );
}
